import type { uploadsEn } from './uploads-en.ts';

/** アップロードとストレージ：サーバーの拒否メッセージとアップロード一覧の文言。 */
export const uploadsJa: typeof uploadsEn = {
  uploads: {
    tooLarge: 'ファイルが大きすぎます：最大 {{limit}} です。',
    empty: 'ファイルが空です。',
    wrongType: 'この種類のファイルは使用できません。使用可能：{{accepted}}。',
    badToken: 'アップロード権限の有効期限が切れました。もう一度お試しください。',
    missingFile: 'ファイルを選択してください。',
    upload: 'アップロード',
    uploadList: 'アップロード一覧',
    noUploads: 'アップロードはまだありません。',
    waiting: '待機中',
    uploading: 'アップロード中',
    done: '完了',
    failed: '失敗',
    reupload: '再アップロード',
    remove: '削除',
    clearFinished: '完了分を消去',
    timeout: 'アップロードがタイムアウトしました。再試行してください。',
    limitHint: '{{accepted}}、{{limit}} まで',
    recommendedSize: '推奨サイズ：{{size}}',
    maxCount: '最大 {{count}} ファイルです。',
    videoUnavailable: '動画を再生できません',
    preview: 'プレビュー',
    imageSize: '{{width}} × {{height}} ピクセル',
  },
};
