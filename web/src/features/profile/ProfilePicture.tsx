import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import type { Account } from '#shared/api/account.ts';
import { maxPictureBytes, pictureContentTypes, type PictureContentType } from '#shared/files/picture.ts';
import * as messages from '#shared/messages.ts';
import { useApp } from '#web/lib/app-context.tsx';
import { Avatar } from '#web/components/Avatar.tsx';
import { Button, buttonClass } from '#web/components/Button.tsx';
import { Notice } from '#web/components/Notice.tsx';

function isPictureType(type: string): type is PictureContentType {
  return (pictureContentTypes as readonly string[]).includes(type);
}

/**
 * Upload new picture and Delete. The file goes straight to the bucket through a presigned POST;
 * the API then checks what was stored (type by content, size) before it becomes the picture.
 * The checks here only spare a person a pointless upload.
 */
export function ProfilePicture({ account }: { readonly account: Account }) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string }>();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setResult(undefined);
    if (!isPictureType(file.type) || file.size > maxPictureBytes || file.size === 0) {
      setResult({ kind: 'error', text: messages.profile.pictureRejected });
      return;
    }
    setBusy(true);
    try {
      const post = await api('createPictureUpload', { body: { contentType: file.type } });
      const form = new FormData();
      for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
      form.append('file', file); // S3 reads every field after the file as part of it: last.
      const stored = await fetch(post.url, { method: 'POST', body: form }).catch(() => undefined);
      if (!stored?.ok) throw new Error(messages.profile.pictureRejected);
      await api('confirmPicture', { body: { key: post.key } });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      setResult({ kind: 'success', text: messages.profile.pictureUpdated });
    } catch (error) {
      setResult({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setResult(undefined);
    setBusy(true);
    try {
      await api('deletePicture');
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      setResult({ kind: 'success', text: messages.profile.pictureDeleted });
    } catch (error) {
      setResult({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="picture-controls">
      <Avatar pictureUrl={account.pictureUrl} size={72} alt="Your profile picture" />
      <div className="actions">
        <label className={buttonClass({ variant: 'primary' }, 'file-button')} aria-disabled={busy || undefined}>
          {busy ? 'Working…' : messages.profile.uploadNewPicture}
          <input
            type="file"
            className="visually-hidden"
            accept={pictureContentTypes.join(',')}
            disabled={busy}
            onChange={(event) => void upload(event)}
          />
        </label>
        <Button variant="secondary" onClick={() => void remove()} disabled={busy || !account.pictureUrl}>
          {messages.profile.deletePicture}
        </Button>
      </div>
      {result && <Notice tone={result.kind}>{result.text}</Notice>}
    </div>
  );
}
