import type { uploadsEn } from './uploads-en.ts';

/** 上传与存储：服务端的拒绝提示与上传列表文案。 */
export const uploadsZh: typeof uploadsEn = {
  uploads: {
    tooLarge: '文件过大：最大 {{limit}}。',
    empty: '文件为空。',
    wrongType: '不支持此类型的文件。支持：{{accepted}}。',
    badToken: '上传凭证已过期，请重试。',
    missingFile: '请选择文件。',
    upload: '上传',
    uploadList: '上传列表',
    noUploads: '暂无上传。',
    waiting: '等待中',
    uploading: '上传中',
    done: '已上传',
    failed: '上传失败',
    reupload: '重新上传',
    remove: '移除',
    clearFinished: '清除已完成',
    timeout: '上传超时，请重试。',
    limitHint: '{{accepted}}，不超过 {{limit}}',
    recommendedSize: '建议尺寸：{{size}}',
    maxCount: '最多 {{count}} 个文件。',
    videoUnavailable: '视频不可用',
    preview: '预览',
    imageSize: '{{width}} × {{height}} 像素',
  },
};
