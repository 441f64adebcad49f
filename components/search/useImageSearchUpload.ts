// The image-search upload, shared by the camera panel and the full-screen drop so that only one
// upload runs at a time: idle → (choosing a file) → uploading → navigation to the image search, or a toast and
// back to idle. Checks: one file, jpeg or png, at most 10485760 bytes; compressed to a 200 px edge first.
import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { FileRejection } from 'react-dropzone';
import type { ProductPlatform } from '@/contract';
import { uploadExtFor, uploadFile } from '@/services/upload';
import { useHttp, useNotify } from '@/stores';
import { compressImage, type CompressibleType } from '@/utils/imageCompress';
import { dropErrorKey, type DropErrorKey } from './DropArea';

export const IMAGE_SEARCH_MAX_BYTES = 10485760;
export const IMAGE_SEARCH_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

export type UploadPhase = 'idle' | 'choosing' | 'uploading';

/** The message key (namespace `search`) for a file the image search cannot take, or null when it is fine. */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
): 'imageSearch.image-type-limit' | 'imageSearch.image-size-limit' | null {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return 'imageSearch.image-type-limit';
  if (file.size > IMAGE_SEARCH_MAX_BYTES) return 'imageSearch.image-size-limit';
  return null;
}

/** The key to show for a drop that react-dropzone rejected. */
function rejectionKey(
  rejections: readonly FileRejection[],
  fileCount: number,
): DropErrorKey | NonNullable<ReturnType<typeof imageFileProblem>> {
  if (fileCount > 1) return 'too-many-files';
  const code = rejections[0]?.errors[0]?.code ?? 'file-invalid-type';
  if (code === 'file-invalid-type') return 'imageSearch.image-type-limit';
  if (code === 'file-too-large') return 'imageSearch.image-size-limit';
  return dropErrorKey(code);
}

export interface ImageSearchUpload {
  phase: UploadPhase;
  /** Handles a drop or a file chosen in the dialog (react-dropzone's onDrop). */
  handleDrop: (accepted: File[], rejections: FileRejection[]) => void;
  /** The file dialog opened / closed without a file. */
  dialogOpened: () => void;
  dialogCancelled: () => void;
}

export function useImageSearchUpload(channel: ProductPlatform | null): ImageSearchUpload {
  const { t } = useTranslation(['search', 'common']);
  const http = useHttp();
  const notify = useNotify();
  const router = useRouter();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  // A ref, not the state: two drops in the same tick must not both start (state updates are not yet visible).
  const running = useRef(false);

  const fail = useCallback(
    (detail: string) => notify.error(`${t('imageSearch.upload-image-failed')} ${detail}`.trim()),
    [notify, t],
  );

  const upload = useCallback(
    async (file: File) => {
      running.current = true;
      setPhase('uploading');
      try {
        const type = file.type as CompressibleType;
        let image: Blob;
        try {
          image = await compressImage(file, type);
        } catch {
          fail(t('imageSearch.image-unreadable'));
          return;
        }
        const ext = uploadExtFor(type);
        if (!ext) return; // Unreachable: the type was checked before.
        const result = await uploadFile(http, { file: image, name: file.name, ext, catalog: 'PRODUCT_SEARCH' });
        if (!result.ok) {
          fail(result.error.detail ?? result.error.message);
          return;
        }
        const query: Record<string, string> = { imageUrl: result.data.cdnUrl, filters: '' };
        if (channel) query.channel = channel;
        await router.push({ pathname: '/product-search', query }).catch(() => false);
      } finally {
        running.current = false;
        setPhase('idle');
      }
    },
    [channel, fail, http, router, t],
  );

  const handleDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      if (running.current) return;
      const count = accepted.length + rejections.length;
      if (count === 0) {
        setPhase('idle');
        return;
      }
      if (rejections.length > 0 || count > 1) {
        setPhase('idle');
        notify.error(t(rejectionKey(rejections, count)));
        return;
      }
      const file = accepted[0];
      if (!file) return;
      // react-dropzone checked already; the same rule again guards drops whose type it could not read.
      const problem = imageFileProblem(file);
      if (problem) {
        setPhase('idle');
        notify.error(t(problem));
        return;
      }
      void upload(file);
    },
    [notify, t, upload],
  );

  const dialogOpened = useCallback(() => {
    if (!running.current) setPhase('choosing');
  }, []);
  const dialogCancelled = useCallback(() => {
    if (!running.current) setPhase('idle');
  }, []);

  return { phase, handleDrop, dialogOpened, dialogCancelled };
}
