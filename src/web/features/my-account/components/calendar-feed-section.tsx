/** My Account's Calendar feed section (issue 14). Being built. */
export function CalendarFeedSection() {
  return null;
}
