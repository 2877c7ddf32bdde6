import * as d from './defaults';

describe('look and motion (docs/product.md §4 and §9)', () => {
  it('keeps toasts 2 s on success, 4 s on error and blank, unlimited while loading, at most 20, top-centre', () => {
    expect(d.TOAST_DURATIONS).toEqual({ success: 2000, error: 4000, blank: 4000, loading: Infinity });
    expect(d.TOAST_LIMIT).toBe(20);
    expect(d.TOAST_POSITION).toBe('top-center');
  });

  it('has breakpoints 576, 768, 992, 1200, 1400; mobile up to 767 px, bottom bar hidden from 776 px', () => {
    expect(Object.values(d.BREAKPOINTS)).toEqual([576, 768, 992, 1200, 1400]);
    expect(d.MOBILE_BREAKPOINT_PX).toBe(767);
    expect(d.BOTTOM_BAR_HIDDEN_FROM_PX).toBe(776);
  });

  it('counts as scrolled after 10 px; hover menus 80vh high, 64 px down; search panel 450 px; page loaders 80vh', () => {
    expect(d.SCROLLED_THRESHOLD_PX).toBe(10);
    expect(d.HOVER_MENU_MAX_HEIGHT).toBe('80vh');
    expect(d.HOVER_MENU_OFFSET_PX).toBe(64);
    expect(d.SEARCH_PANEL_MAX_HEIGHT_PX).toBe(450);
    expect(d.PAGE_LOADER_MIN_HEIGHT).toBe('80vh');
  });

  it('auto-plays the carousel every 3000 ms with 5/4/2/1 items by width', () => {
    expect(d.CAROUSEL_AUTOPLAY_MS).toBe(3000);
    expect(d.CAROUSEL_RESPONSIVE_ITEMS).toEqual([
      { minWidth: 3000, maxWidth: 4000, items: 5 },
      { minWidth: 1024, maxWidth: 3000, items: 4 },
      { minWidth: 464, maxWidth: 1024, items: 2 },
      { minWidth: 0, maxWidth: 464, items: 1 },
    ]);
  });

  it('turns the scroll ring 3.6 degrees per percent and sizes the video player 640x360', () => {
    expect(d.SCROLL_PROGRESS_DEGREES_PER_PERCENT).toBe(3.6);
    expect([d.VIDEO_PLAYER_WIDTH, d.VIDEO_PLAYER_HEIGHT]).toEqual([640, 360]);
    expect(d.VIDEO_PROGRESS_INTERVAL_MS).toBe(1000);
    expect(d.VIDEO_FIT_TO_SCREEN_OFFSET_PX).toBe(70);
  });

  it('ticks the progress loader every 20 ms; modal 300 ms, backdrop 150 ms', () => {
    expect(d.PROGRESS_LOADER_STEP_MS).toBe(20);
    expect(d.MODAL_TRANSITION_MS).toBe(300);
    expect(d.BACKDROP_TRANSITION_MS).toBe(150);
  });

  it('animates on scroll with offset 120, duration 400, throttle 99 ms, debounce 50 ms', () => {
    expect(d.ANIMATE_ON_SCROLL_OFFSET).toBe(120);
    expect(d.ANIMATE_ON_SCROLL_DURATION_MS).toBe(400);
    expect(d.ANIMATE_ON_SCROLL_THROTTLE_MS).toBe(99);
    expect(d.ANIMATE_ON_SCROLL_DEBOUNCE_MS).toBe(50);
  });
});
