import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useSearchClear } from '../ui/clear-buttons';
import { useTypedSearch } from './use-list-query';

/** A list page's search box: the URL's search follows the typing after a pause; Back refills the box. */
export function ListSearchBox({ label, search, onSearch }: { label: string; search: string; onSearch(next: string): void }) {
  const [typed, setTyped] = useTypedSearch(search, onSearch);
  const searchClear = useSearchClear();
  return (
    <div role="search">
      <Input
        allowClear={searchClear}
        type="search"
        prefix={<SearchOutlined aria-hidden />}
        aria-label={label}
        placeholder={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ maxWidth: 480 }}
      />
    </div>
  );
}
