import { useWords } from './useWords.ts';
import { fill, money } from './words.ts';

/** A goods' price: its sale price when it has one, with the higher list price struck through beside it. */
export function Price({ price, salePrice }: { price: number | null; salePrice: number | null }) {
  const { language, words } = useWords();
  const shown = salePrice ?? price;
  if (shown === null) return null;
  const was = price !== null && salePrice !== null && salePrice < price ? money(price, language) : null;
  return (
    <span className="sr-price">
      <strong>{money(shown, language)}</strong>
      {was && (
        <s className="sr-price-was" title={fill(words.goods.was, { price: was })}>
          {was}
        </s>
      )}
    </span>
  );
}
