/** A file ready to send as JSON: its name and its content as a data URL. */
export interface FileDataUrl {
  filename: string;
  content: string;
}

function readAsDataUrl(file: File): Promise<FileDataUrl> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ filename: file.name, content: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** Reads every file as a data URL, keeping their order. */
export function readFilesAsDataUrls(files: FileList | readonly File[] | null | undefined): Promise<FileDataUrl[]> {
  return Promise.all(Array.from(files ?? []).map(readAsDataUrl));
}
