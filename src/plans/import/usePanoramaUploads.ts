import { useRef, useState } from 'react';
import { type UploadItem, uploads } from '../../uploads/upload-manager.ts';

/** One chosen file on its way to the storage: its name, and its `/files/<key>` once uploaded. */
export interface ChosenFile {
  name: string;
  url?: string;
  error?: string;
}

/**
 * Files of a panorama import put on the page's upload list (kind `panorama`: JPG, 25 MB), by slot
 * (a sphere's index, a cube's face), each slot's URL filled when its upload is done.
 */
export function usePanoramaUploads<K extends string>() {
  const [chosen, setChosen] = useState<Partial<Record<K, ChosenFile>>>({});
  const generation = useRef(0);
  const choose = (slot: K, file: File) => {
    const mine = generation.current;
    setChosen((current) => ({ ...current, [slot]: { name: file.name } }));
    uploads.add(file, 'panorama', (item: UploadItem) => {
      if (mine !== generation.current) return;
      setChosen((current) => ({
        ...current,
        [slot]: item.status === 'done' ? { name: file.name, url: item.result!.url } : { name: file.name, error: item.error ?? 'failed' },
      }));
    });
  };
  const reset = () => {
    generation.current += 1;
    setChosen({});
  };
  const files = Object.values(chosen) as ChosenFile[];
  return { chosen, choose, reset, pending: files.filter((file) => !file.url && !file.error).length };
}
