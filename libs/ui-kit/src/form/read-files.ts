/** A file ready to send as JSON: its name and its content as a data URL. */
export interface FileDataUrl {
  filename: string;
  content: string;
}

/** Bytes to base64 in slices (String.fromCharCode takes a bounded number of arguments). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function readWithFileReader(file: File): Promise<FileDataUrl> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ filename: file.name, content: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

// Blob.arrayBuffer where there is one: the same data URL FileReader makes, and it works on any Blob
// (FileReader refuses a Blob from another realm, e.g. Node's under the storefront's jsdom tests).
async function readAsDataUrl(file: File): Promise<FileDataUrl> {
  if (typeof file.arrayBuffer !== 'function') return readWithFileReader(file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { filename: file.name, content: `data:${file.type || 'application/octet-stream'};base64,${toBase64(bytes)}` };
}

/** Reads every file as a data URL, keeping their order. */
export function readFilesAsDataUrls(files: FileList | readonly File[] | null | undefined): Promise<FileDataUrl[]> {
  return Promise.all(Array.from(files ?? []).map(readAsDataUrl));
}
