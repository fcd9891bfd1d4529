import { Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../shared/schemas/profile.ts';

/** Sends one photo to POST /uploads/{kind}; the server checks, re-encodes and names it. */
export async function uploadPhoto(kind: 'avatars' | 'stores', file: File): Promise<string> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    throw new Error('Formato não aceito. Envie uma foto JPEG, PNG ou WebP.');
  if (file.size > PHOTO_MAX_BYTES) throw new Error('A foto deve ter no máximo 5 MB.');
  let res: Response;
  try {
    res = await fetch(`/uploads/${kind}`, {
      method: 'POST',
      headers: { 'content-type': file.type },
      body: file,
    });
  } catch {
    throw new Error('Sem conexão. Verifique sua internet e tente novamente.');
  }
  const body = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!res.ok || !body.url) throw new Error(body.error ?? 'Não foi possível enviar a foto. Tente novamente.');
  return body.url;
}

export function PhotoUpload({
  kind,
  label,
  onUploaded,
  error,
}: {
  kind: 'avatars' | 'stores';
  label: string;
  onUploaded: (url: string) => void;
  error?: string;
}) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error;

  const onChange = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onUploaded(await uploadPhoto(kind, file));
    } catch (err) {
      setUploadError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <input
        ref={inputRef}
        id={inputId}
        name={kind === 'avatars' ? 'photoUrl' : 'storePhoto'}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={onChange}
        className="sr-only"
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
      />
      <label
        htmlFor={inputId}
        className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100 has-[+input:focus-visible]:outline-2"
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-4" />
        )}
        {busy ? 'Enviando...' : label}
      </label>
      <p className="text-stone-600 text-xs">JPEG, PNG ou WebP, até 5 MB.</p>
      {shown && (
        <p id={errorId} role="alert" className="text-red-700 text-sm">
          {shown}
        </p>
      )}
    </div>
  );
}
