/** Saves bytes the api answered as a file (a zip), with the name it suggests. */
export function saveFile(bytes: Blob, fileName: string): void {
  const url = URL.createObjectURL(bytes);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The export's file name: `modkit-data-YYYY-MM-DD.zip`, as the api names it. */
export const exportFileName = (date = new Date()) => `modkit-data-${date.toISOString().slice(0, 10)}.zip`;
