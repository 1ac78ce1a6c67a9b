/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { CookieSettingsButton } from '../../components/cookie-settings-button';
import { CategoryList, StoredItemList } from '../../components/cookie-lists';
import { storedItems } from '../stored-items';

/** Traducción de la Cookie-Richtlinie alemana; prevalece el texto alemán (ADR 033). Los datos de la tabla: ../stored-items.ts. */
const STORED_ITEMS = storedItems('es', {
  kinds: { cookie: 'Cookie', localStorage: 'Almacenamiento local', sessionStorage: 'Almacenamiento de sesión' },
  items: {
    session: {
      purpose: 'Mantiene tu sesión iniciada. Solo puede leerla nuestro servidor.',
      lasts: (lifetime) => `${lifetime}, se renueva mientras usas Kritzel; se elimina al cerrar la sesión`,
    },
    consent: { purpose: 'Recuerda la elección que hiciste en el aviso de cookies.', lasts: 'Hasta que la cambies o borres los datos de este sitio' },
    keepsake: {
      purpose: 'Guarda el recuerdo que estás diseñando (dibujo, tamaño, color) si sales del pago antes de pagar.',
      lasts: 'Hasta que cierres la pestaña',
    },
    language: {
      purpose: 'Recuerda el idioma que elegiste con el selector de idioma, para que cada página se abra en él. Solo se crea cuando eliges un idioma.',
      lasts: (lifetime) => `${lifetime}, o hasta que borres los datos de este sitio`,
    },
    sso: {
      name: 'Inicio de sesión con otro proveedor',
      purpose: 'Solo si usas el inicio de sesión único: protege contra falsificaciones el viaje de ida y vuelta a ese proveedor.',
      lasts: 'Unos minutos',
    },
  },
});

/** Las cuatro categorías del aviso de cookies, tal como el aviso las describe. */
const CATEGORIES = [
  { name: 'Esenciales', description: 'Mantienen tu sesión iniciada, protegen tu pago y recuerdan esta elección. Kritzel no funciona sin ellas.' },
  {
    name: 'Rendimiento',
    description:
      'Contarían las visitas y medirían lo rápido que cargan las páginas, sin decirnos quién eres, para mejorar las pantallas lentas. Kritzel no usa ninguna hoy.',
  },
  {
    name: 'Funcionales',
    description: 'Recordarían preferencias opcionales y permitirían extras como vídeos de ayuda incrustados de otro sitio. Kritzel no usa ninguna hoy.',
  },
  {
    name: 'Marketing',
    description: 'Permitirían a socios publicitarios medir campañas y mostrar ofertas de Kritzel en otros sitios web. Kritzel no usa ninguna hoy.',
  },
] as const;

const intro = (
  <>
    <p>
      Esta política explica qué cookies y almacenamiento similar del navegador usa Kritzel y cómo decides sobre el resto. En resumen: hoy Kritzel solo guarda lo
      que necesita para funcionar, y nada más se carga a menos que lo permitas.
    </p>
    <div>
      <CookieSettingsButton />
    </div>
  </>
);

const sections: readonly LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'Qué son las cookies',
    content: (
      <p>
        Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador. El almacenamiento local y el almacenamiento de sesión funcionan de
        forma parecida. Esta política llama «cookies» a todos ellos. Guardar y leer esta información en tu dispositivo se rige por el § 25 de la Ley alemana de
        protección de datos en telecomunicaciones y servicios digitales (TDDDG): necesita tu consentimiento, salvo que sea estrictamente necesario para prestar
        un servicio que has pedido expresamente.
      </p>
    ),
  },
  {
    id: 'categories',
    title: 'Categorías de cookies',
    content: (
      <>
        <p>Clasificamos las cookies en cuatro categorías. Solo las cookies esenciales se usan sin preguntarte (§ 25, apartado 2, número 2, TDDDG).</p>
        <CategoryList categories={CATEGORIES} />
        <p>
          La cookie de idioma también recuerda una elección, pero solo la que tú hiciste con el selector de idioma. Como no hace nada más que lo que pediste, es
          estrictamente necesaria para ese servicio y no necesita consentimiento (§ 25, apartado 2, número 2, TDDDG); no forma parte de las cookies funcionales
          opcionales.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-set',
    title: 'Qué guarda Kritzel hoy',
    content: (
      <>
        <p>Todo lo que Kritzel guarda en tu navegador es esencial:</p>
        <StoredItemList items={STORED_ITEMS} labels={{ name: 'Nombre', kind: 'Tipo', purpose: 'Finalidad', lasts: 'Duración' }} />
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Cookies de terceros',
    content: (
      <ul>
        <li>
          <strong>Servicio de analítica:</strong> Kritzel no usa ninguno hoy. Si algún día añadimos uno, será una cookie de rendimiento y solo se cargará
          después de que permitas esa categoría.
        </li>
        <li>
          <strong>Proveedor de pagos:</strong> cuando los pagos con tarjeta pasan por Stripe, su formulario de pago crea sus propias cookies mientras pagas,
          para evitar el fraude. Son esenciales para el pago y solo aparecen en las páginas de pago.
        </li>
        <li>
          <strong>Almacenamiento en la nube:</strong> las fotos se cargan desde nuestro almacenamiento mediante enlaces privados de corta duración, que no crean
          cookies.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choice',
    title: 'Tu elección',
    content: (
      <>
        <p>
          En tu primera visita, un aviso te ofrece tres opciones: <strong>Aceptar todas</strong>, <strong>Rechazar las no esenciales</strong> o{' '}
          <strong>Personalizar</strong> para decidir categoría por categoría. Tu elección se guarda en este navegador, en este dispositivo, y no se carga nada
          opcional antes de que la hagas.
        </p>
        <p>
          Puedes cambiarla en cualquier momento con «Ajustes de cookies», en el pie de página o al principio de esta página. Allí puedes retirar un
          consentimiento tan fácilmente como lo diste.
        </p>
      </>
    ),
  },
  {
    id: 'browser-settings',
    title: 'Ajustes del navegador',
    content: (
      <p>
        Todos los navegadores te permiten ver, bloquear y borrar las cookies y los datos de los sitios, normalmente en Ajustes → Privacidad. Si borras los datos
        de Kritzel, se cerrará tu sesión y volverá a aparecer el aviso de cookies.
      </p>
    ),
  },
  {
    id: 'disabling',
    title: 'Si desactivas las cookies',
    content: (
      <p>
        Sin la cookie esencial de inicio de sesión no puedes iniciar sesión, así que el panel, los planes y las compras no funcionarán; las páginas públicas y
        el análisis gratuito sí. Desactivar las categorías opcionales no cambia hoy nada visible.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Cambios y contacto',
    content: (
      <p>
        Si algún día añadimos una cookie, primero actualizamos esta política y su fecha, y pedimos tu consentimiento cuando sea necesario. ¿Preguntas? Usa el{' '}
        <Link href="/contact">formulario de contacto</Link> o consulta la <Link href="/privacy-policy">Política de privacidad</Link>.
      </p>
    ),
  },
];

export const content: LegalContent = { intro, sections };
