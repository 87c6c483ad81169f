export { FactList, type Fact, type FactListProps } from './fact-list.tsx';
