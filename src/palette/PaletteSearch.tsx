import { getListboxItemId, KBAR_LISTBOX, useKBar, VisualState } from '@refinedev/kbar';
import { type InputHTMLAttributes, useEffect, useState } from 'react';

/**
 * The palette's search box: kbar's `KBarSearch` with the input's own value as the source of truth.
 * `KBarSearch` shows the store's `searchQuery`, which kbar hands to its subscribers one effect
 * later; a key pressed before that lands on the stale value and the earlier key is lost ("sofa",
 * four Backspaces, "recycle" gave "sorecycle"; timc1/kbar#341). Here every key updates the box at
 * once, and the store (kbar's matching, the debounced record search) follows.
 */
export function PaletteSearch({ defaultPlaceholder, ...props }: InputHTMLAttributes<HTMLInputElement> & { defaultPlaceholder: string }) {
  const { query, actions, currentRootActionId, activeIndex, showing } = useKBar((state) => ({
    currentRootActionId: state.currentRootActionId,
    actions: state.actions,
    activeIndex: state.activeIndex,
    showing: state.visualState === VisualState.showing,
  }));
  const [typed, setTyped] = useState('');

  // As KBarSearch does: a fresh, focused box whenever the palette opens or enters a nested action.
  // biome-ignore lint/correctness/useExhaustiveDependencies: entering another action is the trigger, not an input
  useEffect(() => {
    setTyped('');
    query.setSearch('');
    query.getInput().focus();
    return () => query.setSearch('');
  }, [currentRootActionId, query]);

  const root = currentRootActionId ? actions[currentRootActionId] : undefined;
  return (
    <input
      {...props}
      ref={query.inputRefSetter}
      autoComplete="off"
      role="combobox"
      spellCheck="false"
      aria-expanded={showing}
      aria-controls={KBAR_LISTBOX}
      aria-activedescendant={getListboxItemId(activeIndex)}
      value={typed}
      placeholder={root?.name ?? defaultPlaceholder}
      onChange={(event) => {
        setTyped(event.target.value);
        query.setSearch(event.target.value);
      }}
      onKeyDown={(event) => {
        // Backspace in an empty box leaves a nested action for its parent.
        if (root && !typed && event.key === 'Backspace') query.setCurrentRootAction(root.parent);
      }}
    />
  );
}
