import { Avatar, Flex, Radio } from 'antd';
import { MediaUpload } from '../../uploads/MediaUpload.tsx';

/** The default avatars (served from public/avatars), offered beside an uploaded picture. */
export const DEFAULT_AVATARS = [1, 2, 3, 4, 5, 6].map((n) => `/avatars/${n}.svg`);

/** The avatar: one of the defaults, or a picture of one's own (a cover-kind upload: JPG or PNG up to 2 MB). */
export function AvatarPicker({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const uploaded = value && !DEFAULT_AVATARS.includes(value) ? value : null;
  return (
    <Flex vertical gap={8}>
      <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as string)}>
        {DEFAULT_AVATARS.map((src) => (
          <Radio.Button key={src} value={src} style={{ height: 'auto', padding: 4 }}>
            <Avatar src={src} size={40} />
          </Radio.Button>
        ))}
      </Radio.Group>
      <MediaUpload upload={{ kind: 'cover' }} value={uploaded} onChange={(next) => onChange?.(typeof next === 'string' ? next : DEFAULT_AVATARS[0])} />
    </Flex>
  );
}
