// What the browser does with a presigned POST (attachments, office logo): every field of the answer,
// then the file (field `file`), to the storage's URL.
export async function envoyerFormulaire(
  url: string,
  fields: Record<string, string>,
  octets: Uint8Array,
): Promise<{ status: number; text: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(octets)], { type: fields['Content-Type'] }), 'fichier');
  const res = await fetch(url, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
}
