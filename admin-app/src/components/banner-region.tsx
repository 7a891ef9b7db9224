/**
 * Where a screen's success banner appears: always in the page, so screen readers hear the
 * banner when it fills (role status).
 */
export function BannerRegion({ message }: { message: string | null }) {
  return (
    <div role="status" className="banner-region">
      {message && <p className="alert alert-success">{message}</p>}
    </div>
  );
}
