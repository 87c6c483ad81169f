export { BackLink, type BackLinkProps } from './back-link.tsx';
