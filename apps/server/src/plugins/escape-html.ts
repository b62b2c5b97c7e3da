/** Text made safe inside HTML (mail bodies, the server's own small pages). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
