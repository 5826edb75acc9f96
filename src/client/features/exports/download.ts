import { ApiError } from '@client/lib/api';

// Downloads a file the server answers as an attachment (reports, the full export): the browser
// saves it under the server's file name. Errors are the same ApiError as every other call.

const fileNameOf = (header: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
