import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { FormPage } from './form-layout.ts';

interface FormPagerProps {
  pages: readonly FormPage[];
  page: number;
  onPage: (page: number) => void;
}

/** Spec 2.7: page size 1, hidden when there is a single page. */
export function FormPager({ pages, page, onPage }: FormPagerProps) {
  if (pages.length <= 1) return null;
  return (
    <nav
      aria-label="Form pages"
      data-slot="form-pager"
      className="flex flex-wrap items-center gap-1 print:hidden"
    >
      <Button
        variant="outline"
        size="sm"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeftIcon />
      </Button>
      {pages.map((entry, index) => (
        <Button
          key={entry.sectionGuid ?? `page-${index}`}
          variant={index === page ? 'default' : 'outline'}
          size="sm"
          title={entry.title}
          aria-current={index === page ? 'page' : undefined}
          onClick={() => onPage(index)}
        >
          {index + 1}
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        disabled={page === pages.length - 1}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
      >
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
