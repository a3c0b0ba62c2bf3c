import { Spinner } from './light/light-feedback';

// Light (ui/light), not antd's Spin: the guards show it before the first page, which carries no antd.
export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner />
    </div>
  );
}
