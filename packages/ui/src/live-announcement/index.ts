export { useLiveAnnouncement } from './live-announcement.ts';
