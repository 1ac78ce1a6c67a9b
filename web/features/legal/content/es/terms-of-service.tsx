/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import { EU_ODR_URL } from '../../../../../contracts/legal';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorName } from '../../components/operator-details';
import { PlanPrice } from '../../components/plan-price';

/** Traducción de las AGB alemanas; prevalece el texto alemán (ADR 033). */
const intro = (
  <p>
    Estas condiciones son el acuerdo entre tú y el operador de Kritzel («nosotros») para usar Kritzel. Las hemos redactado tan breves y claras como la ley
    permite. Nada en ellas limita los derechos que tienes como consumidor según la legislación imperativa.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Aceptación y celebración del contrato',
    content: (
      <>
        <p>
          Al crear una cuenta, hacer un análisis gratuito o comprar algo, aceptas estas condiciones y, para las compras, nuestra{' '}
          <Link href="/refund-policy">Política de reembolso</Link>. Cómo tratamos los datos se explica en la{' '}
          <Link href="/privacy-policy">Política de privacidad</Link>. Kritzel lo ofrece <OperatorName />, una empresa individual con sede en Hamburgo
          (Alemania). Si no estás de acuerdo, no uses Kritzel.
        </p>
        <p>
          Lo que muestran la tienda y las páginas del plan todavía no es una oferta vinculante. Al pulsar el botón de pago haces una oferta de compra
          vinculante; el contrato se celebra cuando la aceptamos activando tu plan o confirmando tu pedido. Recibirás un recibo por correo electrónico; estas
          condiciones están siempre disponibles en esta página. El contrato puede celebrarse en alemán, inglés o español; la versión alemana de estas
          condiciones es la vinculante.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Descripción del servicio',
    content: (
      <>
        <p>Kritzel es un servicio web para madres, padres y educadores de niños y niñas de 3 a 10 años. Ofrece:</p>
        <ul>
          <li>un análisis de dibujo gratuito: una estimación de la etapa y la edad de dibujo de un niño o una niña a partir de la foto de un dibujo;</li>
          <li>
            un plan de desarrollo de 26 semanas de pago por <PlanPrice />, con un único pago: 26 retos de dibujo semanales (uno por semana), comentarios sobre
            cada envío, seis puntos de control (uno cada 4 semanas) y un panel de progreso;
          </li>
          <li>
            recuerdos hechos a partir de los dibujos de un niño o una niña (un marco digital y una camiseta personalizada), con envío a todo el mundo incluido.
          </li>
        </ul>
        <p>
          Cada resultado es una estimación basada en dibujos, que solo reflejan un momento. Kritzel no es una herramienta de diagnóstico ni asesoramiento
          médico, psicológico o educativo. Si te preocupa el desarrollo de tu hijo o hija, habla con su pediatra.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Cuentas y responsabilidades',
    content: (
      <>
        <p>
          Debes tener al menos 18 años para abrir una cuenta por tu cuenta; quien sea menor necesita el consentimiento de su madre, padre o tutor, y para una
          persona menor de 13 años necesitamos un consentimiento parental verificable antes de recoger cualquier dato personal. Los niños no tienen cuenta: la
          cuenta es de la madre, el padre o el tutor, que usa Kritzel con el niño o la niña.
        </p>
        <p>
          Da datos verdaderos, no compartas tu contraseña y avísanos enseguida si crees que otra persona ha usado tu cuenta. Eres responsable de lo que ocurra
          en tu cuenta.
        </p>
      </>
    ),
  },
  {
    id: 'parental-consent',
    title: 'Consentimiento parental y protección de la infancia',
    content: (
      <>
        <p>
          Al registrarte confirmas que eres la madre, el padre o el tutor legal del niño o la niña cuyos dibujos y grabaciones subes, que tienes al menos 18
          años y que consientes su tratamiento tal como describe la Política de privacidad. Sube solo los trabajos de tu propio hijo o hija (o de un niño o una
          niña bajo tu tutela legal).
        </p>
        <p>
          Puedes retirar este consentimiento en cualquier momento, también el dado para un niño o una niña menor de 13 años: borra un plan o toda tu cuenta en
          la página de tu cuenta, o escríbenos. Entonces borramos los datos de tu hijo o hija como describe la Política de privacidad. Enviar los trabajos de tu
          hijo o hija a un proveedor externo de IA necesita un consentimiento aparte, que también puedes retirar en cualquier momento.
        </p>
        <p>
          Los dibujos, grabaciones y resultados de tu hijo o hija nunca se usan para entrenar modelos de IA, nunca se venden y nunca se usan para publicidad.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Uso aceptable',
    content: (
      <>
        <p>Usa Kritzel solo para aquello para lo que está hecho. En particular, no:</p>
        <ul>
          <li>
            subas nada que no sean dibujos infantiles y las grabaciones de tus sesiones, ni contenido ilícito, hiriente o que no tengas derecho a compartir;
          </li>
          <li>subas fotos que muestren caras u otros datos personales de otras personas;</li>
          <li>intentes acceder a los datos de otras familias, eludir medidas de seguridad o límites de uso, ni sobrecargar el servicio;</li>
          <li>copies el servicio o su contenido de forma automatizada, ni revendas el acceso.</li>
        </ul>
        <p>Podemos retirar el contenido que incumpla estas reglas.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Propiedad intelectual',
    content: (
      <p>
        Los dibujos de tu hijo o hija siguen siendo tuyos. Nos permites guardarlos, tratarlos y mostrarlos solo en la medida necesaria para ofrecerte Kritzel:
        para el análisis, el plan y sus comentarios, y para fabricar los recuerdos que pidas. Ese permiso termina cuando borras el dibujo o tu cuenta. El
        software, los retos, los textos, las ilustraciones y la marca Kritzel nos pertenecen; solo puedes usarlos dentro del servicio.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Pago y facturación',
    content: (
      <>
        <p>
          El plan de desarrollo se paga una sola vez; no es una suscripción. Los precios de los recuerdos incluyen el envío a todo el mundo. Los precios se
          muestran en dólares estadounidenses antes de pagar y se cobran con tarjeta a través de nuestro proveedor de pagos. Son precios finales: incluyen el
          IVA que corresponda y al pagar no se añade nada. Los cupones que repartimos, por ejemplo a personas que prueban el servicio, no tienen valor en
          efectivo.
        </p>
        <p>Podemos cambiar los precios con 30 días de antelación. Un cambio nunca afecta a algo que ya hayas comprado.</p>
        <p>
          Si impugnas un pago ante tu banco o el emisor de tu tarjeta (una devolución de cargo), podemos suspender tu cuenta hasta que se resuelva la disputa.
          Habla antes con nosotros: la <Link href="/refund-policy">Política de reembolso</Link> explica tu derecho de desistimiento de 14 días y nuestra
          garantía de devolución de 30 días.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Disponibilidad',
    content: (
      <p>
        Aspiramos a que Kritzel esté disponible el 99,9 % del tiempo, pero no podemos garantizarlo: el mantenimiento, las actualizaciones y problemas ajenos a
        nuestro control pueden interrumpirlo. Avisamos con antelación del mantenimiento planificado cuando podemos. Podemos mejorar y cambiar funciones siempre
        que el plan que compraste conserve su esencia.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitación de responsabilidad',
    content: (
      <>
        <p>
          Respondemos sin límite en caso de dolo y negligencia grave, de daños a la vida, la integridad física o la salud, según la Ley alemana de
          responsabilidad por productos defectuosos y cuando hayamos dado una garantía.
        </p>
        <p>
          Por negligencia leve solo respondemos si incumplimos una obligación esencial para el contrato y en cuyo cumplimiento puedes confiar (una obligación
          cardinal), y en ese caso solo por el daño típico y previsible para este tipo de contrato. En lo demás, queda excluida nuestra responsabilidad por
          negligencia leve. Como los resultados son estimaciones y no asesoramiento, no respondemos de decisiones tomadas únicamente a partir de ellos.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Terminación',
    content: (
      <>
        <p>Puedes dejar de usar Kritzel en cualquier momento y borrar tu cuenta en la página de tu cuenta.</p>
        <p>
          Podemos suspender o cerrar una cuenta que incumpla estas condiciones de forma grave o reiterada, que se use para fraude o cuando la ley lo exija; una
          devolución de cargo puede llevar a una suspensión hasta que se resuelva la disputa. Salvo urgencia, te avisamos antes y te explicamos el motivo. Si
          terminamos un plan de pago sin un motivo del que seas responsable, te reembolsamos la parte no usada.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Ley aplicable',
    content: (
      <>
        <p>
          Se aplica el derecho alemán, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías. Si
          eres consumidor y vives en otro país, te siguen amparando las protecciones obligatorias para consumidores de ese país. En la medida en que la ley lo
          permita, son competentes los tribunales de Hamburgo (Alemania).
        </p>
        <p>
          La Comisión Europea ofrece información sobre la resolución de litigios en línea para consumidores en{' '}
          <a href={EU_ODR_URL} target="_blank" rel="noopener noreferrer">
            {EU_ODR_URL}
          </a>
          . No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo; escríbenos y
          encontraremos juntos una solución.
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
          ¿Preguntas sobre estas condiciones? Usa el <Link href="/contact">formulario de contacto</Link> o escribe a:
        </p>
        <OperatorAddress />
      </>
    ),
  },
];

export const content: LegalContent = { intro, sections };
