import { withVideoGalleryEntry } from './video-gallery';

const image = { id: 1, url: 'https://cdn.example.in/saree.jpg', thumbnail: 'https://cdn.example.in/saree-t.jpg', is_video: false };
const video = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('product video gallery entry', () => {
  it('adds an entry flagged is_video when the product has a video', () => {
    const saree = { id: 9, video_url: video, gallery: [image], image: { thumbnail: 'https://cdn.example.in/saree-t.jpg' } };
    expect(withVideoGalleryEntry(saree).gallery).toEqual([
      image,
      { id: 'video', url: video, thumbnail: 'https://cdn.example.in/saree-t.jpg', is_video: true },
    ]);
    expect(saree.gallery).toEqual([image]);
  });

  it('adds nothing without a video', () => {
    expect(withVideoGalleryEntry({ video_url: null, gallery: [image] }).gallery).toEqual([image]);
    expect(withVideoGalleryEntry({ video_url: '  ' }).gallery).toEqual([]);
  });

  it('adds the entry only once', () => {
    const once = withVideoGalleryEntry({ video_url: video, gallery: [image] });
    expect(withVideoGalleryEntry(once).gallery).toHaveLength(2);
  });
});
