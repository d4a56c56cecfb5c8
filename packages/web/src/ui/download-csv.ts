/** Hands a CSV text to the browser as a download (report exports, failed-rows reports). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL when the click is handled; let it go after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
