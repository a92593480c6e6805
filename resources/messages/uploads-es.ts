import type { uploadsEn } from './uploads-en.ts';

/** Subidas y almacenamiento: rechazos del servidor y textos de la lista de subidas. */
export const uploadsEs: typeof uploadsEn = {
  uploads: {
    tooLarge: 'El archivo es demasiado grande: como máximo {{limit}}.',
    empty: 'El archivo está vacío.',
    wrongType: 'Este tipo de archivo no se admite aquí. Se admiten: {{accepted}}.',
    badToken: 'El permiso de subida ha caducado. Inténtelo de nuevo.',
    missingFile: 'Elija un archivo.',
    upload: 'Subir',
    uploadList: 'Subidas',
    noUploads: 'Todavía no hay subidas.',
    waiting: 'En espera',
    uploading: 'Subiendo',
    done: 'Subido',
    failed: 'Error',
    reupload: 'Volver a subir',
    remove: 'Quitar',
    clearFinished: 'Quitar terminadas',
    timeout: 'Tiempo de subida agotado. Reintente.',
    limitHint: '{{accepted}}, hasta {{limit}}',
    recommendedSize: 'Recomendado: {{size}}',
    maxCount: 'Como máximo {{count}} archivos.',
    videoUnavailable: 'Vídeo no disponible',
    preview: 'Vista previa',
    imageSize: '{{width}} × {{height}} píxeles',
  },
};
