/** Hands the browser a CSV file made on this device (offline too), as a download. */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The browser has the file once the click is handled; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
