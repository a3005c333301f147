/** Text made safe to stand in HTML, between tags or in a quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
