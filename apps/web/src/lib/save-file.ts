/** Hands `file` to the browser as a download named `filename` (the device's own save or open). */
export function saveFile(file: Blob, filename: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = filename;
  link.click();
  // After the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
