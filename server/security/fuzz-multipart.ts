import { PER_FIELD } from './fuzz-json.ts';
import { wtf8 } from './fuzz-random.ts';
import type { FuzzInput } from './fuzz-urls.ts';

/** Fixed, so the bytes of every input are the same on every run. */
const BOUNDARY = '----kritzelFuzzBoundary7MA4YWxk';
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

type Part = { name: string; value: string | Buffer; filename?: string | Buffer; contentType?: string; rawHeaders?: string };

/** A multipart body; names, filenames and values as raw bytes, lone surrogates included. */
function formBytes(parts: Part[], { boundary = BOUNDARY, close = true, newline = '\r\n' } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${newline}`));
    if (part.rawHeaders !== undefined) {
      chunks.push(Buffer.from(part.rawHeaders));
    } else {
      const filename =
        part.filename === undefined
          ? []
          : [Buffer.from('; filename="'), Buffer.isBuffer(part.filename) ? part.filename : wtf8(part.filename), Buffer.from('"')];
      chunks.push(Buffer.from('Content-Disposition: form-data; name="'), wtf8(part.name), Buffer.from('"'), ...filename, Buffer.from(newline));
      if (part.contentType) chunks.push(Buffer.from(`Content-Type: ${part.contentType}${newline}`));
    }
    chunks.push(Buffer.from(newline), Buffer.isBuffer(part.value) ? part.value : wtf8(part.value), Buffer.from(newline));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${newline}`));
  return Buffer.concat(chunks);
}

const headers = (boundary = BOUNDARY) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** Any file field the routes read: a drawing, submission images, recordings. */
const FILE_FIELDS = ['image', 'images', 'recording', 'recordings'];

/**
 * Broken and hostile multipart requests: a missing, wrong or absurd boundary, truncated and
 * unterminated bodies, parts without names, more parts than allowed; `thorough` adds hostile
 * text in every field of `baseFields`, dangerous file names and files that lie about their type.
 */
export function multipartInputs(url: string, baseFields: Record<string, string>, thorough: boolean): FuzzInput[] {
  const fields: Part[] = Object.entries(baseFields).map(([name, value]) => ({ name, value }));
  const file: Part = { name: 'image', value: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(200, 1)]), filename: 'drawing.png', contentType: 'image/png' };
  const valid = formBytes([...fields, file]);
  const form = (label: string, parts: Part[], options?: Parameters<typeof formBytes>[1]): FuzzInput => ({
    label,
    url,
    payload: formBytes(parts, options),
    headers: headers(options?.boundary),
  });

  const inputs: FuzzInput[] = [
    { label: 'multipart: no boundary', url, payload: valid, headers: { 'content-type': 'multipart/form-data' } },
    { label: 'multipart: wrong boundary', url, payload: valid, headers: headers('someOtherBoundary') },
    { label: 'multipart: empty boundary', url, payload: valid, headers: { 'content-type': 'multipart/form-data; boundary=' } },
    {
      label: 'multipart: boundary of 200 characters',
      url,
      payload: formBytes([...fields, file], { boundary: 'b'.repeat(200) }),
      headers: headers('b'.repeat(200)),
    },
    { label: 'multipart: truncated in the file', url, payload: valid.subarray(0, valid.length - 120), headers: headers() },
    { label: 'multipart: truncated in the headers', url, payload: valid.subarray(0, BOUNDARY.length + 20), headers: headers() },
    { label: 'multipart: empty body', url, payload: Buffer.alloc(0), headers: headers() },
    { label: 'multipart: only the closing delimiter', url, payload: Buffer.from(`--${BOUNDARY}--\r\n`), headers: headers() },
    { label: 'multipart: JSON body', url, payload: JSON.stringify(baseFields), headers: headers() },
    form('multipart: no closing delimiter', [...fields, file], { close: false }),
    form('multipart: LF line endings', [...fields, file], { newline: '\n' }),
    form('multipart: part without Content-Disposition', [...fields, { name: '', value: 'x', rawHeaders: 'Content-Type: text/plain\r\n' }]),
    form('multipart: part without a name', [...fields, { name: '', value: 'x', rawHeaders: 'Content-Disposition: form-data\r\n' }]),
    form('multipart: field name with NUL and quote', [...fields, { name: 'a\u0000"b', value: 'x' }]),
    form('multipart: field name with a lone surrogate', [...fields, { name: 'a\ud800', value: 'x' }]),
    form('multipart: duplicate fields', [...fields, ...fields]),
    form('multipart: field of 100k', [...fields, { name: Object.keys(baseFields)[0] ?? 'note', value: 'a'.repeat(100_000) }]),
    form('multipart: 100 fields', [...fields, ...Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, value: 'x' }))]),
    form('multipart: 30 files', [...fields, ...Array.from({ length: 30 }, () => ({ ...file, name: 'images' }))]),
    form('multipart: file without a filename', [...fields, { name: 'image', value: file.value, contentType: 'image/png' }]),
  ];
  if (!thorough) return inputs;
  for (const name of FILE_FIELDS) {
    inputs.push(form(`file ${name}: garbage bytes said to be PNG`, [...fields, { ...file, name, value: Buffer.alloc(300, 0xab) }]));
    inputs.push(form(`file ${name}: empty`, [...fields, { ...file, name, value: Buffer.alloc(0) }]));
    inputs.push(form(`file ${name}: traversal filename`, [...fields, { ...file, name, filename: '../../../../etc/passwd' }]));
    inputs.push(form(`file ${name}: filename with NUL and lone surrogate`, [...fields, { ...file, name, filename: 'a\u0000b\ud800.png' }]));
    inputs.push(form(`file ${name}: content type with NUL`, [...fields, { ...file, name, contentType: 'image/png\u0000' }]));
  }
  for (const [name] of Object.entries(baseFields)) {
    for (const hostile of PER_FIELD.filter((v) => typeof v.value === 'string')) {
      inputs.push(form(`field ${name}: ${hostile.label}`, [...fields.filter((f) => f.name !== name), { name, value: hostile.value as string }, file]));
    }
  }
  return inputs;
}
