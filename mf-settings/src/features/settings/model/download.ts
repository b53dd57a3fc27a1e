/** The file name in `Content-Disposition: attachment; filename="…"`, else a sensible default. */
export function attachmentFilename(contentDisposition: string | null, fallback = 'founder-journal-export.zip'): string {
  const match = contentDisposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** Saves `blob` as a download named `filename` (an object URL clicked from a temporary link). */
export function saveFile(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
