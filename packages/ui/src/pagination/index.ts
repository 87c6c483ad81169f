export { pageItems, type PageItem } from './page-items.ts';
export { Pagination, type PaginationProps } from './pagination.tsx';
