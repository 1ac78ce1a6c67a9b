import type { Translation } from '../../keys.ts';
import type { growth as en } from '../en/growth.ts';

export const growth = {
  'growth.loading': 'Cargando el gráfico de evolución',
  'growth.loadFailed': 'No pudimos cargar el gráfico de evolución',
  'growth.checkConnection': 'Revisa tu conexión e inténtalo de nuevo.',
  'growth.tryAgain': 'Volver a intentarlo',
  'growth.empty': 'Todavía no hay evolución que mostrar',
  'growth.emptyText':
    'Cuando la primera semana de {name} tenga sus comentarios, el gráfico empezará aquí: la edad de dibujo de cada semana, con su rango, junto a la edad real de {name}.',
  'growth.title': 'Edad de dibujo de {name}, dibujo a dibujo',
  'growth.intro':
    'Cada punto es una estimación a partir de un dibujo, y su barra es el rango. Los puntos no están unidos: cada uno vale por sí solo. Una semana sin una estimación nueva no tiene punto.',
  'growth.chartLabel':
    'Gráfico de la edad de dibujo de {name} en cada dibujo y de su edad real a lo largo de las semanas. Las mismas cifras están en la tabla de abajo.',

  'growth.start': 'Inicio',
  'growth.week': 'Semana {week}',
  'growth.checkpoint': 'Punto de control {number}',
  'growth.checkpointShort': 'P{number}',
  'growth.checkpointSeries': 'Punto de control',
  'growth.drawingAge': 'Edad de dibujo',
  'growth.childAge': 'Edad de {name}',
  'growth.childAgeSeries': 'Edad de {name}',
  'growth.childWas': '{name} tenía {age}',
  'growth.axis.week': 'Semana',
  'growth.axis.age': 'Edad en años',
  'growth.estimateNoRange': 'unos {age} (sin rango)',

  'growth.gap.notSubmitted': 'Sin enviar',
  'growth.gap.pending': 'Comentarios en camino',
  'growth.gap.failed': 'No se pudieron preparar los comentarios',
  'growth.gap.noEstimate': 'Comentarios sin estimación de edad',
  'growth.gap.carriedOver': 'Sin estimación nueva: se mantuvo la anterior',

  'growth.legend.label': 'Qué muestra el gráfico',
  'growth.legend.estimate': 'Edad de dibujo a partir del dibujo de una semana, con su rango como barra',
  'growth.legend.realAge': 'Edad real de {name}',
  'growth.legend.start': 'Inicio: el dibujo de la configuración',
  'growth.legend.checkpoint': 'Punto de control, con su rango como barra; P1, P2… bajo la semana a la que sigue',
  'growth.legend.noRange':
    'Punto dentro de un anillo discontinuo, sin barra: una estimación guardada antes de que las estimaciones tuvieran rango, así que no hay rango que dibujar',
  'growth.legend.noPoint': 'Sin punto: no hubo estimación nueva esa semana (sin enviar, aún no lista o se mantuvo la anterior)',

  'growth.table.hide': 'Ocultar la tabla',
  'growth.table.show': 'Ver como tabla',
  'growth.table.label': 'Evolución de {name} en forma de tabla',
  'growth.table.caption': 'Edad de dibujo de {name} en cada paso, con su rango y su fecha, junto a su edad real',
  'growth.table.when': 'Cuándo',
  'growth.table.score': 'Puntuación',

  'growth.reading.title': 'Cómo leer el gráfico',
  'growth.reading.estimates':
    '<strong>Son estimaciones con rangos, no un diagnóstico.</strong> Un rango indica dónde está con más probabilidad la edad de dibujo de tu hijo o hija.',
  'growth.reading.wide':
    'Los rangos son amplios porque un solo dibujo dice poco; por eso el gráfico no une los puntos con una línea, y que un punto quede junto a otro no dice nada sobre un cambio. Solo decimos que un dibujo cambió cuando lo que medimos en él (formas cerradas, colores, cuánto de la hoja se usa) varió más que el propio ruido de una foto, y los dos dibujos se hicieron con al menos {weeks, plural, one {# semana} other {# semanas}} de diferencia. Lo que cuenta es la práctica semanal.',
  'growth.reading.notDiagnostic':
    '{brand} no es una herramienta de diagnóstico. Si algún día te preocupa el desarrollo de tu hijo o hija, la persona a quien consultar es su pediatra.',

  'growth.skills.title': 'Lo que medimos, habilidad por habilidad',
  'growth.skills.intro':
    'Los gráficos de habilidades muestran solo lo que se midió para esa habilidad en la foto de cada semana, en las semanas en que se practicó. Las habilidades que una foto no puede medir (como contar historias) no tienen gráfico. El recuento de un solo dibujo varía mucho de un día a otro, así que lee los puntos uno a uno.',
  'growth.skills.pointDated': 'Semana {week} ({date}): {value}',
  'growth.skills.point': 'Semana {week}: {value}',
  'growth.skills.tooltip': 'Semana {week}, {date}: {value}',
  'growth.skills.percent': '{value, number} %',
  'growth.skills.count': '{value, number}',
  'growth.measure.closedShapes': 'Formas cerradas dibujadas, por semana',
  'growth.measure.colours': 'Colores usados, por semana',
  'growth.measure.shapesInsideShapes': 'Detalles dentro de formas (formas dibujadas dentro de otra), por semana',
  'growth.measure.pageUsed': 'Parte de la hoja usada, por semana (%)',

  'growth.task.shapes': 'Copia de formas',
  'growth.task.person': 'Dibujo de una persona',
  'growth.task.atCheckpoint': 'Punto de control {number}: {task, select, shapes {copia de formas} other {dibujo de una persona}}',
  'growth.tasks.title': 'Copia de formas y dibujo de una persona',
  'growth.tasks.intro':
    'Las dos tareas que puede incluir un punto de control. Cada una se puntúa según formas o partes con edades publicadas, así que da su propia estimación, en su propio gráfico y sin unirse nunca a los puntos de edad de dibujo de arriba.',
  'growth.tasks.empty':
    'Todavía no hay ninguna tarea. En el próximo punto de control de {name} puedes añadir la hoja de formas, el dibujo de una persona o ambos; la estimación de cada una aparecerá aquí.',
  'growth.tasks.listLabel': 'La estimación de cada tarea',
  'growth.tasks.when': '{when}:',
  'growth.tasks.dayAndAge': '{date} · {name} tenía {age}',
  'growth.tasks.note':
    'El rango de una tarea abarca las edades en las que con más frecuencia se encuentran niños y niñas con las mismas formas o partes, según las normas publicadas; una flecha indica que el rango continúa más allá de la edad más baja o más alta que la tarea puede distinguir. Es una estimación a partir de una hoja o un dibujo, no un diagnóstico: {brand} no es una herramienta de diagnóstico.',
  'growth.tasks.legendLabel': 'Qué muestra el gráfico de tareas',
  'growth.tasks.withRange': '{task}, con su rango como barra',
  'growth.tasks.openEnd': 'Extremo abierto: más allá de lo que la tarea puede distinguir',
  'growth.tasks.realAge': 'Edad real de {name} ese día',
} satisfies Translation<typeof en>;
