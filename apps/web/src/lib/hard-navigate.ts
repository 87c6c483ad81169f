/** Leaves the single-page app: loads `path` from the server (a navigation plus a reload). */
export function hardNavigate(path: string) {
  window.location.assign(path);
}
