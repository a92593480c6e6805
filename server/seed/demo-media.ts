import { type MaterialArea, SPEECH_SPEED, SPEECH_VOLUME, type UploadedKind } from '../../resources/materials/material-constants.ts';

/**
 * Where every demo image, video and file lives: the one place to swap these placeholder paths for
 * files the seed generates.
 */
export const demoFileUrl = (name: string) => `/files/demo/${name}`;

export const DEMO_ALBUMS = [
  { name: 'Living room ideas', images: ['living-room-1.jpg', 'living-room-2.jpg', 'living-room-3.jpg'], visibility: 'all' },
  { name: 'Kitchen makeover', images: ['kitchen-before.jpg', 'kitchen-after.jpg'], visibility: 'none' },
];

export const DEMO_VIDEOS = [
  { name: 'Showroom tour', url: 'showroom-tour.mp4', cover: 'showroom-tour.jpg', duration: 3, size: 115_000 },
  // No cover: the browser shows the first frame.
  { name: 'Sofa assembly', url: 'sofa-assembly.mp4', cover: null, duration: 3, size: 115_000 },
];

export const DEMO_DOCUMENTS = [
  { name: 'Spring catalogue', file: 'spring-catalogue.pdf', file_name: 'Spring catalogue.pdf', cover: 'spring-catalogue.jpg' },
  // No cover: the Word icon.
  { name: 'Care guide', file: 'care-guide.docx', file_name: 'Care guide.docx', cover: null },
];

export type DemoMaterial =
  | { kind: 'folder'; name: string; children: DemoMaterial[] }
  | { kind: UploadedKind; name: string; size: number; mime: string }
  | { kind: 'speech'; name: string; voice_type: 'female' | 'male'; content: string; speed: number; volume: number };

const folder = (name: string, children: DemoMaterial[]): DemoMaterial => ({ kind: 'folder', name, children });
const image = (name: string, size = 1_800_000): DemoMaterial => ({ kind: 'image', name, size, mime: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
const video = (name: string, size: number): DemoMaterial => ({ kind: 'video', name, size, mime: 'video/mp4' });
const audio = (name: string, size: number): DemoMaterial => ({ kind: 'audio', name, size, mime: 'audio/mpeg' });
const pdf = (name: string, size: number): DemoMaterial => ({ kind: 'file', name, size, mime: 'application/pdf' });

/** Each library's tree, two or three folders deep, with one speech material. */
export const DEMO_MATERIALS: Record<MaterialArea, DemoMaterial[]> = {
  center: [
    folder('Products', [
      folder('Sofas', [image('sofa-grey.jpg'), image('sofa-green.jpg'), folder('Details', [image('sofa-stitching.jpg', 950_000)])]),
      folder('Tables', [image('table-oak.jpg')]),
    ]),
    folder('Brand', [
      image('logo.png', 120_000),
      audio('jingle.mp3', 2_300_000),
      {
        kind: 'speech',
        name: 'Welcome message',
        voice_type: 'female',
        content: 'Welcome to our showroom. Take your time, and ask us anything about the pieces you like.',
        speed: SPEECH_SPEED.default,
        volume: SPEECH_VOLUME.default,
      },
    ]),
    video('intro.mp4', 115_000),
  ],
  pan: [
    folder('Projects', [folder('Apartment 12B', [pdf('floor-plan.pdf', 3_200_000), image('render-living.jpg', 4_100_000)]), folder('Villa Lakeside', [])]),
    pdf('price-list.pdf', 640_000),
  ],
};
