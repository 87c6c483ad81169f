export { DataList, type DataListColumn, type DataListProps } from './data-list.tsx';
