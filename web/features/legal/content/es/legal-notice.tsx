/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import { EU_ODR_URL } from '../../../../../contracts/legal';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail, OperatorName, OperatorPhone, OperatorTaxIds } from '../../components/operator-details';

/** Traducción del Impressum alemán (§ 5 DDG); prevalece el texto alemán (ADR 033). */
const intro = <p>Información sobre el proveedor de este sitio web, exigida por el § 5 de la Ley alemana de Servicios Digitales (DDG).</p>;

const sections: readonly LegalSection[] = [
  {
    id: 'provider',
    title: 'Proveedor',
    content: (
      <>
        <p>Kritzel lo ofrece una empresa individual (Einzelunternehmen) no inscrita en el registro mercantil. Domicilio de la empresa:</p>
        <OperatorAddress withEmail={false} />
        <p>
          Representada por su titular: <OperatorName />.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contacto',
    content: (
      <>
        <p>
          Correo electrónico: <OperatorEmail />
        </p>
        <OperatorPhone />
        <p>
          O usa nuestro <Link href="/contact">formulario de contacto</Link>; respondemos en un plazo de 24 horas.
        </p>
      </>
    ),
  },
  {
    id: 'tax',
    title: 'Identificadores fiscales',
    content: <OperatorTaxIds />,
  },
  {
    id: 'responsible',
    title: 'Responsable del contenido',
    content: (
      <p>
        Responsable del contenido según el § 18, apartado 2, del Tratado Interestatal alemán sobre Medios (MStV): <OperatorName />, en la dirección indicada
        arriba.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Responsabilidad por contenidos y enlaces',
    content: (
      <>
        <p>
          Redactamos el contenido de estas páginas con cuidado, pero no podemos garantizar que esté siempre completo y actualizado. Los resultados que muestra
          Kritzel son estimaciones, no asesoramiento médico ni psicológico.
        </p>
        <p>
          Nuestras páginas enlazan a otros sitios web cuyo contenido no controlamos; de ellos responden sus proveedores. Revisamos las páginas enlazadas al
          poner los enlaces y retiramos cualquier enlace en cuanto sabemos que su contenido es ilícito.
        </p>
      </>
    ),
  },
  {
    id: 'copyright',
    title: 'Derechos de autor',
    content: (
      <p>
        Los textos, ilustraciones, vídeos y el software de Kritzel están protegidos por derechos de autor y pertenecen al operador. Los dibujos de los niños y
        niñas pertenecen a las familias que los suben.
      </p>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Resolución de litigios de consumo',
    content: (
      <p>
        La Comisión Europea ofrece información sobre la resolución de litigios en línea en{' '}
        <a href={EU_ODR_URL} target="_blank" rel="noopener noreferrer">
          {EU_ODR_URL}
        </a>
        . No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo (§ 36 VSBG). Si
        algo ha salido mal, escríbenos: preferimos resolverlo directamente contigo.
      </p>
    ),
  },
  {
    id: 'jurisdiction',
    title: 'Jurisdicción',
    content: (
      <p>
        Se aplica el derecho alemán. En la medida en que la ley lo permita, son competentes los tribunales de Hamburgo (Alemania). Las protecciones obligatorias
        para consumidores del país en el que vives no se ven afectadas.
      </p>
    ),
  },
  {
    id: 'accessibility',
    title: 'Accesibilidad',
    content: (
      <p>
        Kritzel aspira a cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA: todas las páginas funcionan con teclado y con
        lector de pantalla y mantienen un contraste legible. Si algo te resulta difícil de usar, <Link href="/contact">dínoslo</Link>; lo arreglaremos o te
        ayudaremos de otra manera.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Actualizaciones',
    content: <p>Actualizamos este aviso cada vez que cambian los datos del proveedor. La fecha de arriba indica el último cambio.</p>,
  },
];

export const content: LegalContent = { intro, sections };
