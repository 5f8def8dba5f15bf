// Opens a short-lived download link (a presigned GET answered by the API at the moment of the click):
// the storage answers with `Content-Disposition: attachment`, so the browser saves the file.
export function telechargerUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
