/**
 * Page-level side effects of the session rules, kept in one object so tests can observe them
 * (jsdom cannot reload or navigate).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  goToRoot(): void {
    window.location.assign('/');
  },
};
