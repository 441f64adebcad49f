// The images attached to a request (feedback, a return or exchange): each file is checked (jpeg or png, at most
// 10 MB, no more than the request takes), scaled to a 1600 px edge (enough to read a label or see damage, far
// smaller to send), then posted to the bucket with its own upload token. The request names the stored keys; the
// previews use the served address.
import { useCallback, useState } from 'react';
import { getUploadToken, postToBucket, uploadExtFor } from '@/services/upload';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores/http';
import { compressImage } from '@/utils/imageCompress';

export const FEEDBACK_IMAGE_MAX_BYTES = 10485760;
const MAX_EDGE = 1600;

export interface FeedbackImage {
  id: number;
  name: string;
  status: 'uploading' | 'ready' | 'failed';
  key?: string;
  url?: string;
  error?: AppError;
}

export type ImageRefusal = 'TYPE' | 'SIZE' | 'COUNT';

let nextId = 1;

/** The images of a request that takes at most `max`. */
export function useFeedbackImages(max: number) {
  const http = useHttp();
  const [images, setImages] = useState<FeedbackImage[]>([]);

  const update = (id: number, patch: Partial<FeedbackImage>) =>
    setImages((list) => list.map((img) => (img.id === id ? { ...img, ...patch } : img)));

  /** Starts uploading the accepted files; answers why any were refused. */
  const add = useCallback(
    (files: readonly File[]): ImageRefusal[] => {
      const refusals: ImageRefusal[] = [];
      let room = max - images.length;
      for (const file of files) {
        const ext = uploadExtFor(file.type);
        if (!ext) {
          refusals.push('TYPE');
          continue;
        }
        if (file.size > FEEDBACK_IMAGE_MAX_BYTES) {
          refusals.push('SIZE');
          continue;
        }
        if (room <= 0) {
          refusals.push('COUNT');
          continue;
        }
        room -= 1;
        const id = nextId++;
        setImages((list) => [...list, { id, name: file.name, status: 'uploading' }]);
        void (async () => {
          const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
          const body = await compressImage(file, type, MAX_EDGE).catch(() => file);
          // PRODUCT_SEARCH is the upload catalog the API issues tokens for; the feedback checks only that the key
          // is one of this tenant's uploads.
          const token = await getUploadToken(http, ext, 'PRODUCT_SEARCH');
          if (!token.ok) {
            update(id, { status: 'failed', error: token.error });
            return;
          }
          const posted = await postToBucket(token.data, body, file.name);
          if (!posted.ok) {
            update(id, { status: 'failed', error: posted.error });
            return;
          }
          update(id, { status: 'ready', key: token.data.key, url: token.data.cdnUrl });
        })();
      }
      return [...new Set(refusals)];
    },
    [http, images.length, max],
  );

  const remove = useCallback((id: number) => setImages((list) => list.filter((img) => img.id !== id)), []);

  return {
    images,
    add,
    remove,
    /** Some image is still on its way: the request waits for it. */
    uploading: images.some((img) => img.status === 'uploading'),
    /** The stored keys of the images that arrived, which the request names. */
    readyKeys: images.flatMap((img) => (img.status === 'ready' && img.key ? [img.key] : [])),
  };
}
