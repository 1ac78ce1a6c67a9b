import { useT } from '@/i18n/use-t';
import { COOKIE_CATEGORIES } from '../categories';

/** The four categories as a list, "Name: description", in the page's language (the Cookie Policy shows it). */
export function CookieCategoryList() {
  const t = useT();
  return (
    <ul>
      {COOKIE_CATEGORIES.map((category) => (
        <li key={category.id}>
          <strong>{t(category.nameKey)}:</strong> {t(category.descriptionKey)}
        </li>
      ))}
    </ul>
  );
}
