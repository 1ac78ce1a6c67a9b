import type { Translation } from '../../keys.ts';
import type { report as en } from '../en/report.ts';

export const report = {
  'report.title.checkpoint': 'Informe del punto de control {number}',
  'report.title.final': 'Informe de fin de plan',
  'report.label.baseline': 'Dibujo inicial',
  'report.label.start': 'Inicio',
  'report.label.week': 'Semana {week}',
  'report.label.checkpoint': 'Punto de control {number}',
  'report.childAge.years': '{years, plural, one {# año} other {# años}}',
  'report.childAge.months': '{months, plural, one {# mes} other {# meses}}',
  'report.childAge.yearsMonths': '{years, plural, one {# año} other {# años}} y {months, plural, one {# mes} other {# meses}}',

  'report.status.advanced': 'Por delante de lo esperado para la edad que tenía {name} entonces — cada niño sigue su propio camino',
  'report.status.typical': 'Dentro del rango esperado para la edad que tenía {name} entonces',
  'report.status.behind':
    'Por debajo del rango esperado para la edad que tenía {name} entonces — un dibujo es una instantánea; {brand} vuelve a mirar en cada punto de control',
  'report.status.notPlaced':
    'Un dibujo no puede situar a un niño de esta edad por delante o por detrás: el analizador se probó con dibujos de niños de 4 a 8 años, cuya edad solo se conocía en años enteros, así que solo compara entre unos 4 ½ y 8 ½ años',

  'report.measured.shapes': '{closed, plural, one {# forma cerrada} other {# formas cerradas}}, {nested} dentro de otra forma',
  'report.measured.shapesNamed': '{closed, plural, one {# forma cerrada} other {# formas cerradas}} ({named}), {nested} dentro de otra forma',
  'report.measured.circles': '{count, plural, one {# círculo} other {# círculos}}',
  'report.measured.rectangles': '{count, plural, one {# rectángulo} other {# rectángulos}}',
  'report.measured.triangles': '{count, plural, one {# triángulo} other {# triángulos}}',
  'report.measured.lines':
    '{marks, plural, one {# trazo separado} other {# trazos separados}}, {junctions, plural, one {# punto} other {# puntos}} donde se juntan tres o más líneas, {ends, plural, one {# extremo de línea suelto} other {# extremos de línea sueltos}}',
  'report.measured.page': 'Usa el {page} % de la hoja; el trazo cubre el {ink} % de ella',
  'report.measured.colours': '{colours, plural, one {# color} other {# colores}}; el {straight} % del trazo es recto; simetría izquierda–derecha {symmetry} %',
  'report.measured.groundAndSky': 'Tiene una línea de suelo y una franja de cielo',
  'report.measured.ground': 'Tiene una línea de suelo',
  'report.measured.sky': 'Tiene una franja de cielo',
  'report.measured.neither': 'Sin línea de suelo ni franja de cielo',

  'report.changes.moreParts': 'Más partes en la figura: el dibujo tiene más formas cerradas que el primero.',
  'report.changes.fewerParts': 'Menos partes separadas esta vez — un dibujo varía mucho de un día a otro.',
  'report.changes.wholePage': 'Ahora usa toda la hoja.',
  'report.changes.lessPage': 'Una parte más pequeña de la hoja esta vez — los niños suelen elegir una esquina o el centro.',
  'report.changes.closedShapes': 'Formas cerradas donde antes había bucles: ahora las líneas se unen para formar figuras.',
  'report.changes.moreColours': 'Más colores.',
  'report.changes.fewerColours': 'Menos colores esta vez — a menudo simplemente las ceras que había a mano.',
  'report.changes.groundLine': 'Aparece una línea de suelo.',
  'report.changes.aboutTheSame': 'Más o menos como el primer dibujo — las habilidades suelen asentarse antes de que se note el siguiente paso.',
  'report.changes.snapshot': 'Cada dibujo es la instantánea de un día, y estos cambios son lo que medimos en los dos dibujos — no un diagnóstico.',
  'report.changes.differentSubjects':
    'Este punto de control no tuvo un dibujo de «persona entera», así que usamos un dibujo de sus semanas; los temas distintos explican parte de los cambios.',
  'report.changes.notMeasured': 'No podemos comparar estos dos dibujos: uno de ellos no se midió (planes y puntos de control de antes de esta función).',
  'report.changes.tooClose':
    'Estos dibujos se hicieron con menos de {weeks, plural, one {# semana} other {# semanas}} de diferencia, demasiado poco para mostrar un cambio, así que no los comparamos.',

  'report.limits.notADiagnosis':
    'Este informe es una estimación a partir de dibujos infantiles, no un diagnóstico. {brand} no es una herramienta de diagnóstico.',
  'report.limits.oneDrawing':
    'Un dibujo es una instantánea: el mismo niño dibuja de forma distinta de un día a otro, según el ánimo, el tiempo y los materiales.',
  'report.limits.coverage':
    'Probado con 1660 dibujos reservados de niños con desarrollo típico de 4 a 8 años: la edad del niño quedó dentro del rango mostrado en el 88,5 % de ellos (98,1 % tomando la edad a mitad de cada año).',
  'report.limits.ranking':
    'En ese conjunto, las estimaciones individuales siguieron solo débilmente la edad de los niños (correlación de rangos 0,06): lee el rango, no el número aislado, y nunca compares mes a mes.',
  'report.limits.askADoctor': 'Si el desarrollo de un niño necesita una mirada más atenta lo decide un pediatra, no un dibujo.',

  'report.task.title': 'Punto de control {number}: {task}',
  'report.task.shapes': 'la hoja de formas',
  'report.task.person': 'dibujar una persona',
  'report.task.passed': 'Superó {passed} de {count}: {items}',
  'report.task.passedNone': 'Esta vez no superó ninguno de los {count} elementos',
  'report.task.estimate': 'Estimación según las normas publicadas: {words}',
  'report.task.sources': 'Fuentes: {sources}',

  'report.browser.on': '{browser} en {system}',
  'report.browser.any': 'Un navegador en {system}',
  'report.browser.unknown': 'Navegador desconocido',
  'report.browser.iPhoneOrIPad': 'iPhone o iPad',
  'report.browser.downloaded': '{opening}, descargó el PDF',

  'report.pdf.wholePlan': 'Semanas {from}–{to}, el plan completo',
  'report.pdf.footer': '{brand} · {name} · {title} · una estimación, no un diagnóstico · página {page} de {pages}',
  'report.pdf.subject': 'Edad de dibujo estimada, no un diagnóstico',

  'report.errors.planNotFinished': 'El informe final estará listo cuando las 26 semanas tengan su valoración.',
  'report.errors.planNotSetUp': 'Este plan aún no tiene dibujo inicial, así que no hay nada que informar.',
  'report.errors.shareNotFound': 'Este enlace no lleva a ningún informe. Compruébalo con la persona que te lo envió.',
  'report.errors.shareExpired': 'Este enlace ha caducado. Pide uno nuevo a la madre o al padre.',
  'report.errors.shareRevoked': 'La madre o el padre desactivó este enlace.',
  'report.errors.shareListNotFound': 'No se encontró este enlace para compartir.',
  'report.errors.badCheckpoint': 'Indica un punto de control del 1 al 6.',
} satisfies Translation<typeof en>;
