import { Flex, Typography } from 'antd';
import { type SyntheticEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../../resources/format/numbers.ts';
import { provinceLabel } from '../../../resources/stats/provinces.ts';
import { provinceShapes } from './china-map.ts';
import { NO_VISITORS, shadeOf, shadeSteps } from './province-colours.ts';
import { counted } from '../../home/stats-format.ts';

const WIDTH = 800;
const HEIGHT = 620;
const BORDER = '#3d4a60';

function Legend({ max }: { max: number }) {
  const { t } = useTranslation();
  const steps = shadeSteps(max);
  return (
    <Flex wrap gap={12} align="center" data-testid="map-legend" aria-label={t('largeScreen.legend')}>
      <LegendSwatch colour={NO_VISITORS} text="0" />
      {steps.map((step) => (
        <LegendSwatch
          key={step.colour}
          colour={step.colour}
          text={step.from === step.to ? formatThousands(step.to) : `${formatThousands(step.from)}–${formatThousands(step.to)}`}
        />
      ))}
    </Flex>
  );
}

function LegendSwatch({ colour, text }: { colour: string; text: string }) {
  return (
    <Flex gap={6} align="center">
      <span style={{ width: 18, height: 12, background: colour, borderRadius: 2, display: 'inline-block' }} />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}

/**
 * Visitors by province as a filled map: each province shaded by its events (legend below), its
 * name and count in a native tooltip, and the hovered one spelled out above the map. This module
 * pulls in d3-geo and the outlines, and is loaded lazily by ProvinceMap.
 */
export function ProvinceMapDrawing({ byCode }: { byCode: ReadonlyMap<string, number> }) {
  const { t, i18n } = useTranslation();
  const shapes = useMemo(() => provinceShapes(WIDTH, HEIGHT), []);
  const [hovered, setHovered] = useState<string | null>(null);
  const max = Math.max(0, ...byCode.values());
  const steps = shadeSteps(max);
  const described = (code: string) => t('largeScreen.provinceEvents', { province: provinceLabel(code, i18n.language), ...counted(byCode.get(code) ?? 0) });

  const point = (event: SyntheticEvent) => setHovered((event.target as Element).getAttribute('data-province'));

  return (
    <Flex vertical gap={8}>
      <Typography.Text style={{ minHeight: 22, fontSize: 16 }} data-testid="map-hovered">
        {hovered ? described(hovered) : t('largeScreen.mapHint')}
      </Typography.Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('largeScreen.map')}
        data-testid="province-map"
        style={{ width: '100%', height: 'auto', maxHeight: '62vh' }}
        // One listener for every province: the path under the pointer, or focused, names its province.
        onMouseOver={point}
        onFocus={point}
        onMouseLeave={() => setHovered(null)}
        onBlur={() => setHovered(null)}
      >
        {shapes.map((shape) => {
          const events = shape.code ? (byCode.get(shape.code) ?? 0) : 0;
          return (
            <path
              key={shape.name}
              d={shape.d}
              fill={shape.code ? shadeOf(events, steps) : NO_VISITORS}
              stroke={shape.code === hovered && hovered ? '#ffffff' : BORDER}
              strokeWidth={shape.code === hovered && hovered ? 1.5 : 0.6}
              data-province={shape.code ?? undefined}
              data-events={shape.code ? events : undefined}
              // Provinces with visitors can be reached from the keyboard too.
              tabIndex={events > 0 ? 0 : undefined}
            >
              {shape.code && <title>{described(shape.code)}</title>}
            </path>
          );
        })}
      </svg>
      <Legend max={max} />
    </Flex>
  );
}
