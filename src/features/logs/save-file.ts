/** Saves text as a file through the browser's download (an object URL on a temporary link). */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
