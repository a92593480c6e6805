/** Version texts in every language. */
export const versionsTexts = {
  en: {
    title: 'Versions',
    record: 'version',
    records: 'versions',
    fields: { platform: 'Platform', version: 'Version', download_link: 'Download link', update_time: 'Release time', notes: 'Release notes' },
    platforms: { windows: 'Windows', android: 'Android' },
  },
  zh: {
    title: '版本管理',
    record: '版本',
    records: '版本',
    fields: { platform: '平台', version: '版本号', download_link: '下载链接', update_time: '发布时间', notes: '更新说明' },
    platforms: { windows: 'Windows', android: 'Android' },
  },
  es: {
    title: 'Versiones',
    record: 'versión',
    records: 'versiones',
    fields: {
      platform: 'Plataforma',
      version: 'Versión',
      download_link: 'Enlace de descarga',
      update_time: 'Fecha de publicación',
      notes: 'Notas de la versión',
    },
    platforms: { windows: 'Windows', android: 'Android' },
  },
  ja: {
    title: 'バージョン',
    record: 'バージョン',
    records: 'バージョン',
    fields: { platform: 'プラットフォーム', version: 'バージョン', download_link: 'ダウンロードリンク', update_time: '公開日時', notes: 'リリースノート' },
    platforms: { windows: 'Windows', android: 'Android' },
  },
};
