import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from '../../../src/uploads/LazyImage.tsx';
import { MediaThumb } from '../../../src/uploads/MediaThumb.tsx';
import { renderInApp } from '../render-in-app.tsx';

/** A stand-in for the browser's observer: records what it watches and how far ahead it looks. */
class FakeObserver implements IntersectionObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  readonly root = null;
  readonly rootMargin = '';
  readonly scrollMargin = '';
  readonly thresholds: readonly number[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  unobserve() {}
  disconnect() {
    this.watched = [];
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** The watched element comes within the observer's (grown) viewport. */
  comeNear() {
    const entries = this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this));
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const image = (container: HTMLElement) => container.querySelector('img');

describe('LazyImage (spec §9 "Lazy-load preload 1.3, one attempt")', () => {
  it('asks for its file only once it comes within 1.3 viewports', () => {
    const { container } = render(<LazyImage src="/files/sofa.jpg" />);
    expect(image(container)?.getAttribute('src')).toBeNull();
    expect(FakeObserver.all).toHaveLength(1);
    expect(FakeObserver.all[0].options.rootMargin).toBe('30%');
    FakeObserver.all[0].comeNear();
    expect(image(container)?.getAttribute('src')).toBe('/files/sofa.jpg');
    // Loaded once is enough: it stops watching.
    expect(FakeObserver.all[0].watched).toEqual([]);
  });

  it('makes one attempt: a file that fails shows the fallback, and is not asked for again', () => {
    const { container, rerender } = render(<LazyImage src="/files/missing.jpg" />);
    FakeObserver.all[0].comeNear();
    fireEvent.error(image(container)!);
    expect(image(container)).toBeNull();
    expect(screen.getByTestId('image-fallback')).toBeTruthy();
    rerender(<LazyImage src="/files/missing.jpg" />);
    expect(image(container)).toBeNull();
    // A new file is a new image, with its own attempt.
    rerender(<LazyImage src="/files/other.jpg" />);
    expect(image(container)?.getAttribute('src')).toBe('/files/other.jpg');
  });

  it("is the media thumbnails' image: a list's thumbnail waits until it is near", async () => {
    const { container } = await renderInApp(<MediaThumb url="/files/sofa.jpg" />);
    expect(image(container)?.getAttribute('src')).toBeNull();
    FakeObserver.all[0].comeNear();
    expect(image(container)?.getAttribute('src')).toMatch(/^\/files\/sofa\.jpg/);
  });
});
