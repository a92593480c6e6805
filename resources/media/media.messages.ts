/**
 * Messages of media (albums, videos, documents) and materials, merged into each language's
 * `errors` and `validation` groups (resources/messages/<language>.ts).
 */
export const mediaMessages = {
  en: {
    errors: {
      capacityExceeded: 'Not enough material space: delete some materials or ask the operator for more capacity.',
      alreadyInFolder: 'Already in this folder: choose another one.',
    },
    validation: {
      mediaUrl: 'Enter a link starting with http:// or https://, or upload a file.',
      documentType: 'Only PDF, Word (.doc, .docx) or PPT (.ppt, .pptx) files.',
      fileTooLarge: 'The file is too large: at most {{maximum}} MB.',
      fileKind: 'This type of file is not allowed here.',
      folderTooDeep: 'Folders can be at most {{max}} levels deep.',
      moveIntoItself: 'A folder cannot be moved into itself or one of its subfolders.',
      noSuchFolder: 'This folder does not exist (any more).',
    },
  },
  zh: {
    errors: {
      capacityExceeded: '素材空间不足：请删除部分素材，或联系运营人员扩容。',
      alreadyInFolder: '已在此文件夹中，请选择其他文件夹。',
    },
    validation: {
      mediaUrl: '请输入以 http:// 或 https:// 开头的链接，或上传文件。',
      documentType: '仅支持 PDF、Word（.doc、.docx）或 PPT（.ppt、.pptx）文件。',
      fileTooLarge: '文件过大：最大 {{maximum}} MB。',
      fileKind: '此处不允许该类型的文件。',
      folderTooDeep: '文件夹最多 {{max}} 层。',
      moveIntoItself: '文件夹不能移动到自身或其子文件夹中。',
      noSuchFolder: '该文件夹不存在或已被删除。',
    },
  },
  es: {
    errors: {
      capacityExceeded: 'No queda espacio para materiales: elimine algunos o pida más capacidad al operador.',
      alreadyInFolder: 'Ya está en esta carpeta: elija otra.',
    },
    validation: {
      mediaUrl: 'Introduzca un enlace que empiece por http:// o https://, o suba un archivo.',
      documentType: 'Solo archivos PDF, Word (.doc, .docx) o PPT (.ppt, .pptx).',
      fileTooLarge: 'El archivo es demasiado grande: como máximo {{maximum}} MB.',
      fileKind: 'Este tipo de archivo no se admite aquí.',
      folderTooDeep: 'Las carpetas pueden tener como máximo {{max}} niveles.',
      moveIntoItself: 'Una carpeta no se puede mover dentro de sí misma ni de una de sus subcarpetas.',
      noSuchFolder: 'Esta carpeta no existe (o ya no existe).',
    },
  },
  ja: {
    errors: {
      capacityExceeded: '素材の容量が不足しています。素材を削除するか、運営者に容量の追加を依頼してください。',
      alreadyInFolder: 'すでにこのフォルダーにあります。別のフォルダーを選んでください。',
    },
    validation: {
      mediaUrl: 'http:// または https:// で始まるリンクを入力するか、ファイルをアップロードしてください。',
      documentType: 'PDF、Word（.doc、.docx）、PPT（.ppt、.pptx）ファイルのみ使用できます。',
      fileTooLarge: 'ファイルが大きすぎます（最大 {{maximum}} MB）。',
      fileKind: 'この種類のファイルはここでは使用できません。',
      folderTooDeep: 'フォルダーは最大 {{max}} 階層までです。',
      moveIntoItself: 'フォルダーをそれ自身またはそのサブフォルダーに移動することはできません。',
      noSuchFolder: 'このフォルダーは存在しないか、削除されています。',
    },
  },
};
