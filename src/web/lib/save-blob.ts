/** Saves a blob the page already holds as a file (an export, the service map) through a link's click. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the click has handed the blob to the browser's download; give it a moment before letting go
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
