/**
 * The words of the app pages (issue 38): the list's cells and the preview page, merged into each
 * language's browser catalogue (src/i18n/locales) under `appPages`.
 */
export const appPagesMessages = {
  en: {
    appPages: {
      preview: 'Preview',
      loadFailed: 'This app could not be loaded.',
      retry: 'Retry',
      back: 'Back to apps',
      published: 'Published: customers can open the showroom.',
      offShelf: 'Off shelf',
      pc: 'PC',
      mobile: 'Mobile',
      style: 'Preview style',
      reload: 'Reload',
      frameTitle: 'Showroom of {{name}}',
    },
  },
  zh: {
    appPages: {
      preview: '预览',
      loadFailed: '无法加载此应用。',
      retry: '重试',
      back: '返回应用列表',
      published: '已发布：客户现在可以打开展厅。',
      offShelf: '已下架',
      pc: 'PC 端',
      mobile: '移动端',
      style: '预览样式',
      reload: '刷新',
      frameTitle: '{{name}} 的展厅',
    },
  },
  es: {
    appPages: {
      preview: 'Vista previa',
      loadFailed: 'No se pudo cargar esta aplicación.',
      retry: 'Reintentar',
      back: 'Volver a las aplicaciones',
      published: 'Publicada: los clientes ya pueden abrir la exposición.',
      offShelf: 'Retirada de la venta',
      pc: 'PC',
      mobile: 'Móvil',
      style: 'Estilo de la vista previa',
      reload: 'Recargar',
      frameTitle: 'Exposición de {{name}}',
    },
  },
  ja: {
    appPages: {
      preview: 'プレビュー',
      loadFailed: 'このアプリを読み込めませんでした。',
      retry: '再試行',
      back: 'アプリ一覧に戻る',
      published: '公開しました。お客様がショールームを開けます。',
      offShelf: '非公開',
      pc: 'PC',
      mobile: 'モバイル',
      style: 'プレビューのスタイル',
      reload: '再読み込み',
      frameTitle: '{{name}} のショールーム',
    },
  },
};
