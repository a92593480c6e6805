import { Segmented } from 'antd';

export type PreviewStyle = 'pc' | 'mobile';

/** The switch between PC and mobile style of a preview page (spec §2), with the words of the page that shows it. */
export function PreviewStyleSwitch(props: { value: PreviewStyle; onChange(style: PreviewStyle): void; labels: { pc: string; mobile: string; style: string } }) {
  return (
    <Segmented<PreviewStyle>
      value={props.value}
      onChange={props.onChange}
      options={[
        { value: 'pc', label: props.labels.pc },
        { value: 'mobile', label: props.labels.mobile },
      ]}
      aria-label={props.labels.style}
    />
  );
}
