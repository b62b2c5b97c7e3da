/** Saves an export's answer (an xlsx file, base64 inside the (sealed) JSON, ADR 412) as a download: the IP list, the audit. */
export function saveBase64File(name: string, contentType: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it may go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
